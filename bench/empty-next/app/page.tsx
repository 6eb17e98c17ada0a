// The reference for `npm run bench`: an empty page.
export default function Page() {
  return null;
}

declare module 'geoip-country' {
  interface GeoCountry {
    readonly country: string;
    readonly name: string;
  }
  const geoip: { lookup(ip: string): GeoCountry | null };
  export default geoip;
}

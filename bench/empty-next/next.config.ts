// The bench reference is built with the web app's own configuration.
export { default } from '../../apps/web/next.config';

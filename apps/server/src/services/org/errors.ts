// The org area refuses through the app-wide business error (answered by the app's error handler).
export { BusinessError, deny, refuse, warn } from '../../lib/business-error';

// A neutral head-and-shoulders silhouette, inlined so the console needs no asset request for
// users without a picture.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" rx="32" fill="#e3e7ec"/>' +
  '<circle cx="32" cy="25" r="11" fill="#98a2ae"/>' +
  '<path d="M12 54c2.5-10.5 10.5-16.5 20-16.5S49.5 43.5 52 54z" fill="#98a2ae"/>' +
  '</svg>';

/** Picture shown for users whose `avatar` is empty (spec section 3, session user). */
export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(SVG)}`;

// The upload link rules live in common/links (shared by every area that uploads).
export { toDisplayLink, toStoredLink } from '../../common/links/stored-link';

// The business area's pages, loaded together (see registry/pages-of.ts).
export { CommentPage } from './comment/comment-page';
export { DownloadPage } from './download/download-page';
export { FollowerPage } from './follower/follower-page';
export { LibraryPage } from './library/library-page';

// The knowledge area's pages, loaded together (see registry/pages-of.ts).
export { CertificatePage } from './certificate/certificate-page';
export { DraftPage } from './draft/draft-page';
export { FaqPage } from './faq/faq-page';
export { PublicationPage } from './publication/publication-page';
export { ArticlePage, CasePage, SolutionPage } from './article/article-list-page';

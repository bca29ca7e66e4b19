import {
  businessModule,
  companyModule,
  domainModule,
  homeModule,
  knowledgeModule,
  monitorModule,
  orgModule,
  productsModule,
  quotationModule,
  siteModule,
  systemModule,
  toolsModule,
  type PageModule,
} from '@wcm/console-pages';

/**
 * The content areas, loaded once someone is signed in (see host-registry.ts): their descriptors
 * (component names, routes, places, catalogue loaders) stay out of the sign-in page's script.
 * Areas are added here as they are built; unknown component names show a placeholder.
 */
export const AREAS: readonly PageModule[] = [
  homeModule,
  orgModule,
  systemModule,
  productsModule,
  businessModule,
  quotationModule,
  knowledgeModule,
  companyModule,
  monitorModule,
  toolsModule,
  domainModule,
  siteModule,
];

// Product categories, products and drafts (issue 7).
export {};

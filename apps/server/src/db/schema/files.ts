// Uploaded files and image records (issue 5).
export {};

/** The category index: reading and links (content: src/blog/views/CategoriesView.tsx). */
export { CategoriesView as default } from '@/blog/views/CategoriesView'

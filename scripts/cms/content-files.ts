/**
 * The single content files the editor edits: those of content/files.ts, the build's own list, each with the schema
 * the build checks it against. Folders of entries (articles, services) are the editor's collections
 * (./collections.ts).
 */
import { type ContentFile as AnyContentFile, contentFiles as allContentFiles } from '../../content/files.ts'

export type ContentFile = Extract<AnyContentFile, { file: string }>

export const contentFiles: ContentFile[] = allContentFiles.filter((entry): entry is ContentFile => 'file' in entry)

/**
 * The repository's content as files: on disk for the build (./disk-tree.ts), in memory for the editor's check before
 * saving, which validates the site as it would be after the save (scripts/cms/admin/check.ts). Every reader of
 * several content files takes one, so that the build and the editor run the same rules over the same files.
 */
export type ContentTree = {
  /** Every file under content/, as paths from the repository's root, sorted. */
  readonly files: readonly string[]
  /** A file's text; undefined when it does not exist. */
  read(file: string): string | undefined
}

export function memoryTree(files: Readonly<Record<string, string>>): ContentTree {
  return {
    files: Object.keys(files).sort(),
    read: (file) => (Object.hasOwn(files, file) ? files[file] : undefined),
  }
}

/** The files directly in `folder` with this extension, as paths from the root, sorted. */
export const filesIn = (tree: ContentTree, folder: string, extension: string): string[] =>
  tree.files.filter(
    (file) => file.startsWith(`${folder}/`) && !file.slice(folder.length + 1).includes('/') && file.endsWith(extension),
  )

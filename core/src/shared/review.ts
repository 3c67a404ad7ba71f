/** The most characters of a seller's review instruction ("shorter", "mention the warranty"). */
export const INSTRUCTION_MAX_LENGTH = 200;

/** How many versions "Write 3 versions" writes, at most. */
export const MAX_VERSIONS = 3;

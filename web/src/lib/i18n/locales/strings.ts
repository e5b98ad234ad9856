/** A translation of a locale: the same keys, any strings (Spanish must have every English key). */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

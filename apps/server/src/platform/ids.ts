import { uuidv7 } from "uuidv7";

/** New primary key: UUIDv7, so ids sort by creation time. */
export const newId = (): string => uuidv7();

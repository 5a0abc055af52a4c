import { createContext, useContext } from "react";

/** The pages staff created, offered by every link field of the editor beside the built-in ones. */
export const LinkPagesContext = createContext<readonly { path: string; title: string }[]>([]);

export const useLinkPages = () => useContext(LinkPagesContext);

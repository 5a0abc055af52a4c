import { type ComponentType, createContext, useContext } from "react";

/** While the server renders a page: the islands it meets, in order of appearance (their code is preloaded). */
export const RenderedIslands = createContext<Set<string> | null>(null);

/**
 * Marks an interactive part of a public page, the island of web/islands/<name>.island.tsx. The
 * server renders it in place, wrapped in an element that names it and carries its props; a
 * visitor's browser hydrates only these parts (web/entry.islands.tsx). The wrapper takes no room in the layout (display: contents). Props
 * must survive JSON: strings, numbers, booleans, arrays and plain objects.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    useContext(RenderedIslands)?.add(name);
    const json = JSON.stringify(props);
    return (
      <div data-island={name} data-props={json === "{}" ? undefined : json} className="contents">
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

import type { ReactNode } from "react";
import type { ListAddress } from "../../lib/list-address";
import { LoadError } from "./load-error";
import { TextField } from "./text-field";

interface ListRead<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

type ListData = readonly unknown[] | { items: readonly unknown[] };

/** A list's answer is its items, or holds them with its count and page. */
const itemsOf = (data: ListData): readonly unknown[] => ("items" in data ? data.items : data);

/** What an admin list says while it is read ('Caricamento delle regole...') and when it cannot be ('Impossibile caricare le regole'). */
export interface ListCopy {
  loading: string;
  error: string;
}

/**
 * An admin list as it arrives: 'Caricamento…' while it is read, what went wrong (a card with 'Riprova', or `inline` a
 * sentence, where the list is a part of something else), what an empty list means (a sentence is shown in a card), or
 * the list itself. `className` sizes the sentences of an inline list.
 */
export function ListStates<T extends ListData>({
  list,
  copy,
  empty,
  inline = false,
  className = "",
  children,
}: {
  list: ListRead<T>;
  copy: ListCopy;
  /** What an empty list means: a sentence (shown in a card) or its own element. */
  empty: ReactNode;
  inline?: boolean;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (list.isPending) {
    return (
      <p role="status" className={`text-muted ${className}`}>
        {copy.loading}
      </p>
    );
  }
  const { data } = list;
  if (list.isError || data === undefined) {
    const message = list.error?.message ?? "";
    if (inline) {
      return (
        <p role="alert" className={`text-danger-700 ${className}`}>
          {copy.error}: {message}
        </p>
      );
    }
    return <LoadError message={message} title={copy.error} onRetry={() => void list.refetch()} />;
  }
  if (itemsOf(data).length === 0) return typeof empty === "string" ? <p className="card p-6 text-muted">{empty}</p> : empty;
  return children(data);
}

/**
 * A part of an admin page as its answer arrives: 'Caricamento…' while it is read, what went wrong and 'Riprova' (kept
 * disabled while it reads again) if it cannot be, or what it shows. `className` places the first two where the part goes.
 */
export function ReadStates<T>({
  read,
  copy,
  className,
  children,
}: {
  read: ListRead<T> & { isFetching: boolean };
  copy: ListCopy;
  className: string;
  children: (data: T) => ReactNode;
}) {
  if (read.isPending) {
    return (
      <p role="status" className={`${className} text-muted`}>
        {copy.loading}
      </p>
    );
  }
  if (read.isError || read.data === undefined) {
    return (
      <LoadError
        className={className}
        title={copy.error}
        message={read.error?.message ?? ""}
        onRetry={() => void read.refetch()}
        retrying={read.isFetching}
      />
    );
  }
  return children(read.data);
}

/**
 * The search of an admin list: the words to look for (`q`), the list's other filters (`children`) and 'Cerca', a plain
 * form whose fields start from the list's address and whose submit makes the new one.
 */
export function ListSearchForm({
  label,
  searchLabel = "Cerca",
  address,
  className = "",
  children,
}: {
  /** The form's accessible name ('Cerca tra le regole'). */
  label: string;
  searchLabel?: string;
  address: Pick<ListAddress, "field" | "onSearch">;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <form onSubmit={address.onSearch} className={`flex flex-wrap items-end gap-3 ${className}`} aria-label={label}>
      <div className="grow">
        <TextField label={searchLabel} type="search" {...address.field("q")} />
      </div>
      {children}
      <button type="submit" className="btn-primary">
        Cerca
      </button>
    </form>
  );
}

import 'react';

/*
 * HTML invoker commands (`<button commandfor="id" command="show-modal">`): a button opens or
 * closes a <dialog> with no script at all. React passes the lower-case attributes through;
 * its types don't list them yet.
 */
declare module 'react' {
  // The type parameter must match React's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}`;
    commandfor?: string;
  }
}

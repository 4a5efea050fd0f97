import { type ReactNode, useId } from 'react';

/** One of the header's labelled selects (network, theme, language). */
export function DemoSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="demo-control">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/**
 * A header select kept in the address (`?param=`), so a reload keeps the choice; choosing
 * `unset` takes the parameter out.
 */
export function SearchParamSelect({
  label,
  param,
  value,
  unset,
  children,
}: {
  label: string;
  param: string;
  value: string;
  unset: string;
  children: ReactNode;
}) {
  return (
    <DemoSelect
      label={label}
      value={value}
      onChange={(next) => {
        const url = new URL(location.href);
        if (next === unset) url.searchParams.delete(param);
        else url.searchParams.set(param, next);
        location.assign(url);
      }}
    >
      {children}
    </DemoSelect>
  );
}

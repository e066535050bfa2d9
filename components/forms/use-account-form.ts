'use client';
// The state every account form shares (docs/product/validation.md): values, the first error per field once
// validation has started (at the first submit; live after that), the server's own per-field
// texts from a 422 until that field is edited, a form-level error, and the 429 message for the
// rate-limit modal. Nothing typed is cleared by an error. `field(name)` gives a TextInput the
// props it needs for one text field, so a form spreads it and adds only its own (label, type...).
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { type ApiFailure, failureKind, fieldMessage } from '@/lib/client/request';
import { firstErrors } from '@/lib/validation/account';

type Values = Record<string, string | boolean>;

export function useAccountForm<V extends Values, Out>(schema: z.ZodType<Out>, initial: V) {
  type Field = keyof V & string;
  /** The fields that hold text (a TextInput each), not checkboxes. */
  type TextField = { [K in Field]: V[K] extends string ? K : never }[Field];
  const validation = useTranslations('Validation');
  const t = useTranslations('Auth');
  // The form element, taken from the submit event: where the first invalid field is looked for.
  const formElement = useRef<HTMLFormElement | null>(null);
  const [values, setValues] = useState<V>(initial);
  const [validating, setValidating] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [rateLimited, setRateLimited] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const clientErrors = validating ? firstErrors(schema, values) : {};
  const invalid = Object.keys(clientErrors).length > 0;

  // After a submit that found errors, the first invalid field takes the focus so its message is read.
  useEffect(() => {
    if (attempt === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function set<K extends Field>(field: K, value: V[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }

  /** The text under a field: the rule it breaks, else what the server said about it. */
  function errorOf(field: Field): string | undefined {
    const key = clientErrors[field];
    if (key) return validation(key);
    return serverErrors[field];
  }

  /** What a TextInput needs for one text field: its name, value, change handler and error. */
  function field<K extends TextField>(name: K) {
    return {
      name,
      value: values[name] as string,
      onValueChange: (value: string) => set(name, value as V[K]),
      error: errorOf(name),
    };
  }

  /** Starts validation; the parsed values (trimmed) when the form is valid, else null. */
  function validate(event: FormEvent<HTMLFormElement>): Out | null {
    event.preventDefault();
    formElement.current = event.currentTarget;
    setValidating(true);
    setFormError(null);
    const result = schema.safeParse(values);
    if (!result.success) {
      setAttempt((count) => count + 1);
      return null;
    }
    return result.data;
  }

  /**
   * Shows a failed answer: a 422's texts under their fields (the rest as one message), a 429 in
   * its modal, and a clear message for no connection or a shop that is down.
   */
  function showFailure(failure: ApiFailure, fields: readonly Field[]) {
    switch (failureKind(failure)) {
      case 'rate-limited':
        setRateLimited(failure.message ?? t('tooManyAttempts'));
        return;
      case 'invalid': {
        const perField: Partial<Record<Field, string>> = {};
        for (const field of fields) {
          const text = fieldMessage(failure, field);
          if (text) perField[field] = text;
        }
        setServerErrors(perField);
        if (Object.keys(perField).length === 0) setFormError(failure.message ?? t('somethingWrong'));
        else setAttempt((count) => count + 1);
        return;
      }
      case 'network':
        setFormError(t('networkError'));
        return;
      case 'unavailable':
        setFormError(t('unavailableError'));
        return;
      default:
        setFormError(failure.message ?? t('somethingWrong'));
    }
  }

  return {
    values,
    set,
    errorOf,
    field,
    validate,
    showFailure,
    formError,
    setFormError,
    rateLimited,
    closeRateLimited: () => setRateLimited(null),
    pending,
    setPending,
    reset: () => {
      setValues(initial);
      setValidating(false);
      setServerErrors({});
      setFormError(null);
    },
    /** Disabled (docs/product/validation.md) once validation has started and the form is invalid (and while sending). */
    submitDisabled: pending || (validating && invalid),
  };
}

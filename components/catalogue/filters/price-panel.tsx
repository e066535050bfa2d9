'use client';
// The price dropdown's panel (SPEC.md §2, §5, §9): a two-thumb Radix slider in steps of 50 € with a
// tooltip while dragging, and min and max inputs that take digits only, at most six. Loaded when
// the dropdown first opens, so the slider's code is not part of every listing page.
import * as Slider from '@radix-ui/react-slider';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useCloseDropdown } from '@/components/ui/dropdown';
import { PRICE_INPUT_MAX_LENGTH, PRICE_STEP, isPriceInput } from '@/lib/catalogue/filters';
import { formatWholeEuros } from '@/lib/format';
import { PanelActions } from './panel-actions';
import styles from './filters.module.css';

export interface PriceFilterProps {
  min: number | null;
  max: number | null;
  /** Whole euros the slider spans; null when the provider gives no range. */
  range: { min: number; max: number } | null;
  onApply: (min: number | null, max: number | null) => void;
}

/** The slider spans whole steps around the provider's range. */
export function sliderBounds(range: { min: number; max: number } | null): [number, number] {
  const low = Math.floor((range?.min ?? 0) / PRICE_STEP) * PRICE_STEP;
  const high = Math.max(low + PRICE_STEP, Math.ceil((range?.max ?? 1000) / PRICE_STEP) * PRICE_STEP);
  return [low, high];
}

/** A price box: digits only or empty, at most six (anything else typed is not taken). */
function PriceInput({ label, value, placeholder, onChange }: { label: string; value: string; placeholder: number; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        inputMode="numeric"
        pattern="\d*"
        maxLength={PRICE_INPUT_MAX_LENGTH}
        value={value}
        placeholder={String(placeholder)}
        onChange={(event) => {
          if (isPriceInput(event.target.value)) onChange(event.target.value);
        }}
      />
    </label>
  );
}

export function PricePanel({ min, max, range, onApply }: PriceFilterProps) {
  const close = useCloseDropdown();
  const t = useTranslations('Filters');
  const locale = useLocale();
  const [low, high] = sliderBounds(range);
  const [from, setFrom] = useState(min === null ? '' : String(min));
  const [to, setTo] = useState(max === null ? '' : String(max));
  const [dragging, setDragging] = useState(false);

  const clamp = (value: number) => Math.min(Math.max(value, low), high);
  const values: [number, number] = [clamp(from === '' ? low : Number(from)), clamp(to === '' ? high : Number(to))];
  const euros = (value: number) => formatWholeEuros(value, locale);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        let lowValue = from === '' ? null : Number(from);
        let highValue = to === '' ? null : Number(to);
        if (lowValue !== null && highValue !== null && lowValue > highValue) [lowValue, highValue] = [highValue, lowValue];
        onApply(lowValue, highValue);
        close();
      }}
    >
      <Slider.Root
        className={styles.slider}
        min={low}
        max={high}
        step={PRICE_STEP}
        minStepsBetweenThumbs={0}
        value={values}
        onValueChange={([a, b]) => {
          setDragging(true);
          setFrom(a === low ? '' : String(a));
          setTo(b === high ? '' : String(b));
        }}
        onValueCommit={() => setDragging(false)}
        onPointerUp={() => setDragging(false)}
        onBlur={() => setDragging(false)}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        {values.map((value, index) => (
          <Slider.Thumb key={index} className={styles.thumb} aria-label={index === 0 ? t('priceMin') : t('priceMax')}>
            {dragging ? (
              <span className={styles.tooltip} role="status">
                {euros(value)}
              </span>
            ) : null}
          </Slider.Thumb>
        ))}
      </Slider.Root>
      <div className={styles.priceInputs}>
        <PriceInput label={t('priceFrom')} value={from} placeholder={low} onChange={setFrom} />
        <PriceInput label={t('priceTo')} value={to} placeholder={high} onChange={setTo} />
      </div>
      <PanelActions
        onReset={() => {
          setFrom('');
          setTo('');
        }}
      />
    </form>
  );
}


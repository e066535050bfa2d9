'use client';
// The price dropdown's panel: a two-thumb Radix slider whose bounds and step
// follow the listing's own price range (lib/catalogue/price-scale.ts: 1 € steps on a 1–60 € list)
// with a tooltip while dragging, and min and max inputs that take digits only, at most six. Loaded
// when the dropdown first opens, so the slider's code is not part of every listing page.
import * as Slider from '@radix-ui/react-slider';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useCloseDropdown } from '@/components/ui/dropdown';
import { PRICE_INPUT_MAX_LENGTH, isPriceInput } from '@/lib/catalogue/filters';
import { type PriceScale, clampPrice, priceScale } from '@/lib/catalogue/price-scale';
import { formatWholeEuros } from '@/lib/i18n/format';
import { PanelActions } from './panel-actions';
import styles from './filters.module.css';

export interface PriceFilterProps {
  min: number | null;
  max: number | null;
  /** Whole euros the slider spans; null when the provider gives no range. */
  range: { min: number; max: number } | null;
  onApply: (min: number | null, max: number | null) => void;
}

/**
 * What a box starts with for the URL's price: clamped onto the slider (a price outside the listing's
 * range still opens the panel, never an error), and empty where it is the slider's own end (no limit).
 */
function initialInput(price: number | null, scale: PriceScale, end: number): string {
  if (price === null) return '';
  const clamped = clampPrice(price, scale);
  return clamped === end ? '' : String(clamped);
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
  const scale = priceScale(range);
  const { low, high, step } = scale;
  const [from, setFrom] = useState(() => initialInput(min, scale, low));
  const [to, setTo] = useState(() => initialInput(max, scale, high));
  const [dragging, setDragging] = useState(false);

  const clamp = (value: number) => clampPrice(value, scale);
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
        step={step}
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


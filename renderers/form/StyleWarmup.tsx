/**
 * antd generates each component's CSS the first time the component renders (CSS-in-JS: style objects run through
 * stylis and hashed), and a form is often the first place a page shows an InputNumber, a DatePicker or a Select: in
 * Chromium about half of a 200-field form's first paint went to that. Mounted once under the app's ConfigProvider,
 * this renders one hidden instance of every widget the field kinds use, at idle time, and keeps them: antd drops a
 * style from its cache when the last component using it unmounts, so they stay mounted. A form opened afterwards
 * finds its styles made. It draws nothing visible (the box is `hidden`, so nothing in it takes focus either).
 */
import { startTransition, useEffect, useState } from 'react';
import {
  Alert, AutoComplete, Button, Card, Cascader, Checkbox, Collapse, ColorPicker, DatePicker, Divider, Input, InputNumber,
  Radio, Rate, Select, Slider, Switch, Table, Tabs, TimePicker, TreeSelect, Typography, Upload,
} from 'antd';
import { useColClasses } from '../layout/grid';
import { useFrameClasses } from './frame';

function FrameStyles() {
  // The label frame's (antd form) and the light grid column's styles.
  useFrameClasses();
  useColClasses();
  return null;
}

function Widgets() {
  return (
    <div hidden aria-hidden data-style-warmup="">
      <FrameStyles />
      <Input tabIndex={-1} />
      <Input.TextArea tabIndex={-1} />
      <InputNumber tabIndex={-1} />
      <Select tabIndex={-1} />
      <TreeSelect tabIndex={-1} />
      <Cascader tabIndex={-1} />
      <AutoComplete tabIndex={-1} />
      <DatePicker tabIndex={-1} />
      <DatePicker.RangePicker tabIndex={-1} />
      <TimePicker tabIndex={-1} />
      <Switch tabIndex={-1} />
      <Checkbox tabIndex={-1} />
      <Radio tabIndex={-1} />
      <Rate />
      <Slider />
      <ColorPicker />
      <Upload><Button tabIndex={-1} /></Upload>
      <Table size="small" dataSource={[]} columns={[]} pagination={false} />
      <Card size="small" />
      <Tabs items={[]} />
      <Collapse items={[]} />
      <Divider />
      <Alert title="" />
      <Typography.Text />
    </div>
  );
}

/** Renders the widgets once the browser is idle (after `delayMs` where it has no idle callback). */
export function FormStyleWarmup({ delayMs = 300 }: { delayMs?: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const go = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(go, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(go, delayMs);
    return () => clearTimeout(id);
  }, [delayMs]);
  return ready ? <Widgets /> : null;
}

import type { Metric } from "web-vitals";

export type VitalsMetric = Pick<Metric, "name" | "value" | "rating" | "id">;

export interface WebVitalsEvent {
  event: "web_vitals";
  metric_name: Metric["name"];
  metric_value: number;
  metric_rating: Metric["rating"];
  metric_id: string;
}

/**
 * One data-layer entry per metric. Times are whole milliseconds; CLS, a unitless score, keeps
 * four decimals (0.0123), enough for its 0.1 and 0.25 thresholds.
 */
export function toDataLayerEvent(metric: VitalsMetric): WebVitalsEvent {
  return {
    event: "web_vitals",
    metric_name: metric.name,
    metric_value: metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    metric_rating: metric.rating,
    metric_id: metric.id,
  };
}

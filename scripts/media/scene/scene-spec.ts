/** What the Node driver (scripts/media/browser.ts) asks the page to render: a recipe, its seed and the frame. */
export interface SceneSpec {
  recipe: string;
  seed: number;
  /** One of the recipe's camera views; the first when not given. */
  view?: string;
  params?: Record<string, unknown>;
  width: number;
  height: number;
  /** Supersampling factor: the image is width*ss × height*ss. */
  ss: number;
  ao?: number;
}

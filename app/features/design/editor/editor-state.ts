import type { Scene, SceneLayer } from "#contract/design/scene.schemas";

/**
 * The design editor's state (issue 14): the scene being edited, the side and layer in hand, and
 * the undo/redo history. Pure: the canvas and the panels dispatch, this decides.
 */
export interface EditorState {
  scene: Scene;
  page: number;
  selectedId: string | null;
  past: Scene[];
  future: Scene[];
  /** Changes since the last save, for autosave. */
  revision: number;
}

type LayerPatch = Partial<Omit<SceneLayer, "id" | "type">>;

export type EditorAction =
  | { type: "select"; id: string | null }
  | { type: "page"; page: number }
  | { type: "update"; id: string; patch: LayerPatch; merge?: boolean }
  | { type: "nudge"; id: string; dx: number; dy: number }
  | { type: "add"; layer: SceneLayer }
  | { type: "remove"; id: string }
  | { type: "reorder"; id: string; direction: "up" | "down" }
  | { type: "background"; color: string }
  | { type: "addVerso" }
  | { type: "undo" }
  | { type: "redo" };

const HISTORY = 100;

export function initialEditorState(scene: Scene): EditorState {
  return { scene, page: 0, selectedId: null, past: [], future: [], revision: 0 };
}

function layersOf(state: EditorState) {
  return state.scene.pages[state.page]?.layers ?? [];
}

function withLayers(state: EditorState, layers: SceneLayer[]): Scene {
  return {
    ...state.scene,
    pages: state.scene.pages.map((page, index) => (index === state.page ? { ...page, layers } : page)),
  };
}

/** A change that can be undone; `merge` folds a drag's many steps into one undo step. */
function commit(state: EditorState, scene: Scene, merge = false): EditorState {
  const past = merge && state.past.length > 0 ? state.past : [...state.past, state.scene].slice(-HISTORY);
  return { ...state, scene, past, future: [], revision: state.revision + 1 };
}

const round = (value: number) => Math.round(value * 100) / 100;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "select":
      return { ...state, selectedId: action.id };
    case "page":
      return action.page >= 0 && action.page < state.scene.pages.length
        ? { ...state, page: action.page, selectedId: null }
        : state;
    case "update": {
      const layers = layersOf(state).map((layer) =>
        layer.id === action.id ? ({ ...layer, ...action.patch } as SceneLayer) : layer,
      );
      return commit(state, withLayers(state, layers), action.merge);
    }
    case "nudge": {
      const layers = layersOf(state).map((layer) =>
        layer.id === action.id
          ? { ...layer, x: round(layer.x + action.dx), y: round(layer.y + action.dy) }
          : layer,
      );
      return commit(state, withLayers(state, layers));
    }
    case "add":
      return {
        ...commit(state, withLayers(state, [...layersOf(state), action.layer])),
        selectedId: action.layer.id,
      };
    case "remove":
      return {
        ...commit(
          state,
          withLayers(
            state,
            layersOf(state).filter((layer) => layer.id !== action.id),
          ),
        ),
        selectedId: null,
      };
    case "reorder": {
      const layers = [...layersOf(state)];
      const index = layers.findIndex((layer) => layer.id === action.id);
      const target = action.direction === "up" ? index + 1 : index - 1;
      if (index < 0 || target < 0 || target >= layers.length) return state;
      [layers[index], layers[target]] = [layers[target] as SceneLayer, layers[index] as SceneLayer];
      return commit(state, withLayers(state, layers));
    }
    case "background":
      return commit(state, {
        ...state.scene,
        pages: state.scene.pages.map((page, index) =>
          index === state.page ? { ...page, background: action.color } : page,
        ),
      });
    case "addVerso":
      if (state.scene.pages.length > 1) return { ...state, page: 1 };
      return {
        ...commit(state, {
          ...state.scene,
          pages: [...state.scene.pages, { background: "#ffffff", layers: [] }],
        }),
        page: 1,
        selectedId: null,
      };
    case "undo":
      return undone(state);
    case "redo":
      return redone(state);
  }
}

/** Back to the scene before the last change; the current one can be redone. */
function undone(state: EditorState): EditorState {
  const previous = state.past.at(-1);
  if (!previous) return state;
  return {
    ...state,
    scene: previous,
    past: state.past.slice(0, -1),
    future: [state.scene, ...state.future],
    page: Math.min(state.page, previous.pages.length - 1),
    revision: state.revision + 1,
  };
}

function redone(state: EditorState): EditorState {
  const [next, ...future] = state.future;
  if (!next) return state;
  return {
    ...state,
    scene: next,
    past: [...state.past, state.scene],
    future,
    page: Math.min(state.page, next.pages.length - 1),
    revision: state.revision + 1,
  };
}

let counter = 0;
/** A layer id unique within the scene (letters, digits, - and _ as the schema wants). */
export function newLayerId(scene: Scene, prefix: string): string {
  const taken = new Set(scene.pages.flatMap((page) => page.layers.map((layer) => layer.id)));
  let id: string;
  do id = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
  while (taken.has(id));
  return id;
}

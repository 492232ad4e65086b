import { describe, expect, it } from "vitest";
import { type Scene, sceneSchema } from "#contract/design/scene.schemas";
import { editorReducer, initialEditorState, newLayerId } from "./editor-state";

const scene: Scene = sceneSchema.parse({
  version: 1,
  format: { widthMm: 85, heightMm: 55, bleedMm: 2 },
  pages: [
    {
      background: "#ffffff",
      layers: [
        {
          type: "text",
          id: "a",
          x: 5,
          y: 5,
          width: 60,
          height: 8,
          text: "Camille",
          font: "inter",
          sizePt: 12,
          color: "#000000",
        },
        {
          type: "shape",
          id: "b",
          shape: "rect",
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          fill: "#ff0000",
          stroke: null,
        },
      ],
    },
  ],
});

describe("design editor state", () => {
  it("moves with the arrow keys, undoes and redoes", () => {
    let state = initialEditorState(scene);
    state = editorReducer(state, { type: "nudge", id: "a", dx: 1, dy: 0 });
    state = editorReducer(state, { type: "nudge", id: "a", dx: 0, dy: -5 });
    expect(state.scene.pages[0]?.layers[0]).toMatchObject({ x: 6, y: 0 });
    state = editorReducer(state, { type: "undo" });
    expect(state.scene.pages[0]?.layers[0]).toMatchObject({ x: 6, y: 5 });
    state = editorReducer(state, { type: "redo" });
    expect(state.scene.pages[0]?.layers[0]).toMatchObject({ y: 0 });
    expect(state.revision).toBe(4);
  });

  it("folds a drag into one undo step", () => {
    let state = initialEditorState(scene);
    state = editorReducer(state, { type: "update", id: "a", patch: { x: 7 } });
    for (const x of [8, 9, 10])
      state = editorReducer(state, { type: "update", id: "a", patch: { x }, merge: true });
    state = editorReducer(state, { type: "undo" });
    expect(state.scene.pages[0]?.layers[0]).toMatchObject({ x: 5 });
  });

  it("adds, reorders and deletes layers; a new change clears redo", () => {
    let state = initialEditorState(scene);
    const id = newLayerId(state.scene, "t");
    state = editorReducer(state, {
      type: "add",
      layer: {
        type: "shape",
        id,
        shape: "ellipse",
        x: 1,
        y: 1,
        width: 5,
        height: 5,
        fill: "#000000",
        stroke: null,
        strokeMm: 0,
        cornerMm: 0,
        rotation: 0,
      },
    });
    expect(state.selectedId).toBe(id);
    state = editorReducer(state, { type: "reorder", id: "a", direction: "up" });
    expect(state.scene.pages[0]?.layers.map((layer) => layer.id)).toEqual(["b", "a", id]);
    state = editorReducer(state, { type: "remove", id: "b" });
    expect(state.scene.pages[0]?.layers.map((layer) => layer.id)).toEqual(["a", id]);
    state = editorReducer(state, { type: "undo" });
    state = editorReducer(state, { type: "nudge", id: "a", dx: 1, dy: 1 });
    expect(state.future).toEqual([]);
  });

  it("adds a back side once and switches to it", () => {
    let state = initialEditorState(scene);
    state = editorReducer(state, { type: "addVerso" });
    expect(state.scene.pages).toHaveLength(2);
    expect(state.page).toBe(1);
    state = editorReducer(state, { type: "page", page: 0 });
    state = editorReducer(state, { type: "addVerso" });
    expect(state.scene.pages).toHaveLength(2);
  });
});

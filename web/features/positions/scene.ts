import {
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  type Mesh,
  PerspectiveCamera,
  Scene,
  Texture,
  Vector3,
  WebGLRenderer,
  type Material,
  type Object3D,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

/** A model on screen: the view can be put back where it started, and everything it holds on the GPU released. */
export interface ModelScene {
  resetView(): void;
  dispose(): void;
}

/** The renderer could not be made: the browser has no WebGL. */
export class WebGlUnavailableError extends Error {}

/** Parses binary glTF (.glb); rejects when the bytes are not a model three.js can read. */
export async function parseModel(glb: ArrayBuffer): Promise<Object3D> {
  const gltf = await new GLTFLoader().parseAsync(glb, '');
  return gltf.scene;
}

/**
 * Shows `model` in a canvas filling `container`: soft sky light and two directional lights, a camera framing the
 * model from the front right and above, orbit controls (rotate, zoom, pan). The canvas follows the container's size.
 */
export function mountModelScene(container: HTMLElement, model: Object3D): ModelScene {
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ antialias: true, alpha: true });
  } catch (error) {
    throw new WebGlUnavailableError(String(error));
  }
  renderer.setPixelRatio(window.devicePixelRatio);
  container.appendChild(renderer.domElement);

  const scene = new Scene();
  scene.add(model);
  scene.add(new HemisphereLight(new Color(0xffffff), new Color(0x8d8d8d), 2));
  const key = new DirectionalLight(0xffffff, 2.5);
  key.position.set(1, 2, 1.5);
  const fill = new DirectionalLight(0xffffff, 1);
  fill.position.set(-1.5, 0.5, -1);
  scene.add(key, fill);

  // Frame the model: the camera stands back far enough for its bounding sphere to fit the vertical field of view.
  const box = new Box3().setFromObject(model);
  const center = box.getCenter(new Vector3());
  const radius = Math.max(box.getSize(new Vector3()).length() / 2, 1e-3);
  const camera = new PerspectiveCamera(40, 1, radius / 100, radius * 100);
  const distance = radius / Math.sin((camera.fov * Math.PI) / 360);
  camera.position.copy(center).add(new Vector3(1, 0.6, 1.2).normalize().multiplyScalar(distance * 1.1));
  camera.lookAt(center);

  const controls = new OrbitControls(camera, renderer.domElement);
  controls.target.copy(center);
  controls.enableDamping = true;
  controls.minDistance = radius / 4;
  controls.maxDistance = radius * 20;
  controls.update();
  controls.saveState();

  const resize = () => {
    const width = container.clientWidth || 1;
    const height = container.clientHeight || 1;
    renderer.setSize(width, height);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
  };
  resize();
  const observer = new ResizeObserver(resize);
  observer.observe(container);

  renderer.setAnimationLoop(() => {
    controls.update();
    renderer.render(scene, camera);
  });

  return {
    resetView: () => controls.reset(),
    dispose: () => {
      renderer.setAnimationLoop(null);
      observer.disconnect();
      controls.dispose();
      disposeObject(scene);
      renderer.dispose();
      renderer.domElement.remove();
    },
  };
}

/** A guard rather than instanceof, which would type the mesh as Mesh<any>. */
const isMesh = (object: Object3D): object is Mesh => (object as Partial<Mesh>).isMesh === true;

/** Releases the geometries, materials and their textures under `root` (three.js never frees them by itself). */
function disposeObject(root: Object3D): void {
  root.traverse((object) => {
    if (!isMesh(object)) {
      return;
    }
    object.geometry.dispose();
    const materials: Material[] = Array.isArray(object.material) ? object.material : [object.material];
    for (const material of materials) {
      for (const value of Object.values(material)) {
        if (value instanceof Texture) {
          value.dispose();
        }
      }
      material.dispose();
    }
  });
}

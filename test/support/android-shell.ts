import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Android side of Capacitor's bridge, played by the test: Capacitor's own JavaScript bridge (native-bridge.js from
 * @capacitor/android, which the Android shell injects before the page runs) talks to `window.androidBridge`, and the
 * test answers through `Capacitor.fromNative` as the Java side would. Everything above the bridge — @capacitor/core,
 * the plugins' JavaScript and our glue — runs unchanged.
 */
export interface BridgeCall {
  pluginId: string;
  methodName: string;
  options: Record<string, unknown>;
}

interface NativeMessage extends BridgeCall {
  callbackId: string;
}

interface NativeResult {
  callbackId: string;
  pluginId: string;
  methodName: string;
  success: boolean;
  data?: unknown;
  error?: { message: string };
  save?: boolean;
}

type Answer = (options: Record<string, unknown>) => unknown;

/** What a plugin's methods return on the native side (Android's PluginMethod return types). */
const PLUGINS: Record<string, { promise: string[]; none: string[] }> = {
  App: { promise: ['exitApp', 'getInfo', 'getLaunchUrl', 'removeAllListeners'], none: ['addListener', 'removeListener'] },
  PushNotifications: {
    promise: ['register', 'unregister', 'checkPermissions', 'requestPermissions', 'removeAllListeners'],
    none: ['addListener', 'removeListener'],
  },
  StatusBar: { promise: ['setStyle', 'setBackgroundColor', 'setOverlaysWebView', 'show', 'hide', 'getInfo'], none: [] },
};

export function installAndroidShell() {
  const calls: BridgeCall[] = [];
  const listeners: NativeMessage[] = [];
  const answers = new Map<string, Answer>();
  const global = globalThis as Record<string, unknown>;

  const capacitor = () => global.Capacitor as { fromNative: (result: NativeResult) => void };
  const reply = (result: NativeResult) => setTimeout(() => capacitor().fromNative(result), 0);

  global.androidBridge = {
    postMessage(json: string) {
      const message = JSON.parse(json) as NativeMessage;
      const { callbackId, pluginId, methodName, options } = message;
      if (pluginId === 'Console') return;
      calls.push({ pluginId, methodName, options });
      if (methodName === 'addListener') return void listeners.push(message);
      if (methodName === 'removeListener') {
        const index = listeners.findIndex((l) => l.callbackId === options.callbackId);
        if (index >= 0) listeners.splice(index, 1);
        return;
      }
      if (callbackId === '-1') return;
      const answer = answers.get(`${pluginId}.${methodName}`);
      reply({ callbackId, pluginId, methodName, success: true, data: answer ? answer(options) : {} });
    },
  };
  global.Capacitor = {
    PluginHeaders: Object.entries(PLUGINS).map(([name, methods]) => ({
      name,
      methods: [
        ...methods.promise.map((method) => ({ name: method, rtype: 'promise' })),
        ...methods.none.map((method) => ({ name: method, rtype: 'none' })),
      ],
    })),
  };
  const bridgeFile = createRequire(import.meta.url).resolve('@capacitor/android/capacitor/src/main/assets/native-bridge.js');
  new Function(readFileSync(bridgeFile, 'utf8'))();

  return {
    /** Every plugin call that reached the native side, in order. */
    calls,
    callsOf: (plugin: string, method?: string) => calls.filter((c) => c.pluginId === plugin && (!method || c.methodName === method)),
    /** The native side's answer to a promise method, e.g. answer('PushNotifications.checkPermissions', () => ({ receive: 'granted' })). */
    answer: (method: string, answer: Answer) => answers.set(method, answer),
    listening: (plugin: string, event: string) => listeners.some((l) => l.pluginId === plugin && l.options.eventName === event),
    /** The native side sends an event to every JavaScript listener of it. */
    emit(plugin: string, event: string, data: unknown) {
      const targets = listeners.filter((l) => l.pluginId === plugin && l.options.eventName === event);
      if (targets.length === 0) throw new Error(`nobody listens to ${plugin}.${event}`);
      for (const l of targets)
        capacitor().fromNative({ callbackId: l.callbackId, pluginId: plugin, methodName: 'addListener', success: true, data, save: true });
    },
  };
}

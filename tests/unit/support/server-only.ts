// Stands in for the server-only marker package in Jest, where every module runs in Node.
export {};

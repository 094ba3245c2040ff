import type { MemoryDetail } from "@/lib/dal/memories/get-memory";

export function memoryJson(memory: MemoryDetail) {
  return { ...memory, createdAt: memory.createdAt.toISOString(), updatedAt: memory.updatedAt.toISOString() };
}

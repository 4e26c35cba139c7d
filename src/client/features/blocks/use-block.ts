// Whether the signed-in user blocked a person, and the two changes with their toasts.
import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { errorMessage } from "@/lib/api";
import { blockPerson, blockedPeopleQuery, unblockPerson } from "./api/blocks";

export function useBlock(userId: string, name: string) {
  const { user } = useAuth();
  // Admins do not block, and nobody blocks themselves.
  const canBlock = !!user && user.userType !== "admin" && user.id !== userId;
  const list = useQuery({ ...blockedPeopleQuery(), enabled: canBlock });
  const blocked = list.data?.some((p) => p.userId === userId) ?? false;
  const block = useMutation({
    mutationFn: () => blockPerson(userId),
    onSuccess: () => toast({ title: `You blocked ${name}`, variant: "success" }),
    onError: (error) => toast({ title: "Could not block", description: errorMessage(error), variant: "destructive" }),
  });
  const unblock = useMutation({
    mutationFn: () => unblockPerson(userId),
    onSuccess: () => toast({ title: `You unblocked ${name}`, variant: "success" }),
    onError: (error) => toast({ title: "Could not unblock", description: errorMessage(error), variant: "destructive" }),
  });
  return { canBlock, known: list.isSuccess, blocked, block, unblock };
}

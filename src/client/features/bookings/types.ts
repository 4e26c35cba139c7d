// The task and offer shapes the booking screens read from helper TASKS' endpoints
// (GET /api/tasks/{taskId}, /api/tasks/{taskId}/offers, /api/tasks/mine; see /api/docs).
export interface BookingTask {
  id: string;
  customerId: string;
  categoryName: string;
  title: string;
  description: string;
  location: string;
  budget: string | null;
  scheduledDate: string | null;
  status: string;
  taskerId: string | null;
  offerCount: number;
}

export interface BookingOffer {
  id: string;
  taskId: string;
  taskerId: string;
  message: string | null;
  proposedRate: string;
  estimatedDuration: number | null;
  status: string;
  createdAt: string;
  tasker: {
    profileId: string | null;
    userId: string;
    name: string;
    initials: string;
    profileImage: string | null;
    rating: string;
    totalReviews: number;
    isVerified: boolean;
    completedTasks: number;
    hourlyRate: string | null;
  };
}

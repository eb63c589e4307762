/** Typed errors: each carries an HTTP status and a stable snake_case code (docs/product-rules.md#api-contract). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, "validation_error", message, details);
  }
}
export class AuthenticationError extends AppError {
  constructor(message = "Authentication required") {
    super(401, "authentication_required", message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = "You do not have access to this resource") {
    super(403, "forbidden", message);
  }
}
export class ProRequiredError extends AppError {
  constructor(message = "This feature is part of the Pro plan. Upgrade to Pro to unlock it.") {
    super(403, "pro_required", message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = "Not found") {
    super(404, "not_found", message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, "conflict", message);
  }
}
export class PaymentRequiredError extends AppError {
  constructor(message: string, code = "payment_required") {
    super(402, code, message);
  }
}
export class FreeLimitError extends AppError {
  constructor(message: string) {
    super(402, "free_limit_reached", message);
  }
}
export class RateLimitError extends AppError {
  constructor(message = "Too many requests. Please wait a moment and try again.") {
    super(429, "rate_limited", message);
  }
}
export class AiUnavailableError extends AppError {
  constructor(message = "The AI engine is unavailable right now. Please try again.", status = 502) {
    super(status, "ai_unavailable", message);
  }
}
export class PaymentsUnavailableError extends AppError {
  constructor(message = "Payments are not configured on this server.") {
    super(503, "payments_unavailable", message);
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(message = "The service is temporarily unavailable. Please try again shortly.") {
    super(503, "service_unavailable", message);
  }
}

from fastapi import FastAPI, Request

from conduit.db import SessionFactory, engine
from conduit.models import Base
from conduit.repositories import ProfileRepository
from conduit.routers import profiles
from conduit.services.profile_service import ProfileService


def create_app() -> FastAPI:
    Base.metadata.create_all(engine)
    app = FastAPI()

    @app.middleware("http")
    async def per_request_services(request: Request, call_next):
        # composition root: one session per request, services built on it
        with SessionFactory() as session:
            request.state.profile_service = ProfileService(ProfileRepository(session))
            return await call_next(request)

    @app.get("/api/health-check")
    def health_check():
        return {"status": "ok"}

    app.include_router(profiles.router, prefix="/api")
    return app

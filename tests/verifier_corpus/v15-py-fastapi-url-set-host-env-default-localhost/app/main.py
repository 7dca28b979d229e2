from fastapi import FastAPI

from app.db import Base, engine
from app.routes.users import router as users_router

app = FastAPI(title="Conduit")


@app.on_event("startup")
def create_schema() -> None:
    Base.metadata.create_all(bind=engine)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


app.include_router(users_router)

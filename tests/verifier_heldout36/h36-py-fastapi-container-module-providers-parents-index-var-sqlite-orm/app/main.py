from fastapi import FastAPI

from app.core.database import Base, engine
from app.models import user  # noqa: F401
from app.routes import users

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(users.router, prefix="/api")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}

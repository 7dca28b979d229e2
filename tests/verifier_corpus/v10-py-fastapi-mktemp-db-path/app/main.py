from fastapi import FastAPI

from app.database import Base, engine
from app.routes import users

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(users.router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}

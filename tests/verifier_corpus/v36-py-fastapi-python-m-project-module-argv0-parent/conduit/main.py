from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.database import Base, engine, get_session
from conduit.models import Tag

app = FastAPI()
Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags(session: Session = Depends(get_session)):
    return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}


if __name__ == "__main__":
    import uvicorn

    uvicorn.run(app, host="0.0.0.0", port=8000)

from sqlmodel import Session, SQLModel, create_engine

engine = create_engine("sqlite:///conduit.db")


def session() -> Session:
    return Session(engine)

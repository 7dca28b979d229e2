from app.database import SessionLocal
from app.repositories.user_repository import UserRepository
from app.services.user_service import UserService


def get_user_service():
    session = SessionLocal()
    try:
        yield UserService(UserRepository(session))
    finally:
        session.close()

import unittest

from app.models.user import User
from app.services.user_service import UserService


class RegisterTest(unittest.TestCase):
    def test_register(self) -> None:
        self.assertIsInstance(UserService().register("a", "a@b.c"), User)

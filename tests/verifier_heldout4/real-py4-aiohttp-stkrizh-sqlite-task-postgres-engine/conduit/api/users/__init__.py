__all__ = [
    "get_current_user_endpoint",
    "sign_in_endpoint",
    "sign_up_endpoint",
    "update_current_user_endpoint",
]

from conduit.api.users.get_current import get_current_user_endpoint
from conduit.api.users.sign_in import sign_in_endpoint
from conduit.api.users.sign_up import sign_up_endpoint
from conduit.api.users.update_current import update_current_user_endpoint

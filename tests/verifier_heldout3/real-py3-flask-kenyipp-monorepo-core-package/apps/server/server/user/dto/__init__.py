from server.user.dto.api_input_registration import ApiInputRegistration
from server.user.dto.dto_profile import DtoProfile
from server.user.dto.dto_user import DtoUser

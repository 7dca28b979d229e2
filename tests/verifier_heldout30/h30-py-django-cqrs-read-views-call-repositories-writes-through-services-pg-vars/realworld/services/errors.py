from rest_framework.exceptions import APIException


class DomainError(APIException):
    status_code = 422
    default_detail = "invalid"

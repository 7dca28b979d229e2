from rest_framework.exceptions import APIException


class NotFound(APIException):
    status_code = 404
    default_detail = "not found"


class Forbidden(APIException):
    status_code = 403
    default_detail = "forbidden"

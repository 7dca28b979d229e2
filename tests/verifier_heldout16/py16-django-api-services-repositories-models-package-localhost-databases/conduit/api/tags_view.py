from django.http import JsonResponse

from conduit.services.tag_service import TagService

service = TagService()


def list_tags(request):
    return JsonResponse({"tags": service.popular()})

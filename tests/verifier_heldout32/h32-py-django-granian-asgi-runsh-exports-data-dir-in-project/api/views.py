from django.http import JsonResponse

from api.models import Tag


def health(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.values_list("name", flat=True))})

from django.urls import path

from articles import views

urlpatterns = [
    path("tags", views.tag_list),
]

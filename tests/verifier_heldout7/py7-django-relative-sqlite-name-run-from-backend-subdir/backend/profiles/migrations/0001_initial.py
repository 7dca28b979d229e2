from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True
    dependencies = []

    operations = [
        migrations.CreateModel(
            name="Member",
            fields=[
                ("id", models.AutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("username", models.CharField(max_length=80, unique=True)),
                ("email", models.EmailField(max_length=254, unique=True)),
                ("password", models.CharField(max_length=128)),
                ("bio", models.TextField(blank=True, default="")),
                ("image", models.URLField(blank=True, null=True)),
                ("following", models.ManyToManyField(blank=True, related_name="followers", to="profiles.member")),
            ],
        ),
    ]

// The server renders any page from one process, so every lazily injected Redux slice must be
// registered before the first store is made (see src/app/store/root-reducer.ts).
import '../../app/store/api';
import '../../app/features/contact/contact-form-slice';
